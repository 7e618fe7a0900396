import { Router } from 'express';
import { authenticate, callerOf } from '../identity/authenticate';
import * as invitations from './service';

/** The signed-in person's invitations (matched by the e-mail of their account): list, accept, decline. */
export const invitationRoutes = Router();

invitationRoutes.get('/invitations', authenticate(), async (req, res) => {
  res.json(await invitations.listMine(callerOf(req)));
});

invitationRoutes.post('/invitations/:id/accept', authenticate(), async (req, res) => {
  res.json(await invitations.accept(callerOf(req), String(req.params.id)));
});

invitationRoutes.post('/invitations/:id/decline', authenticate(), async (req, res) => {
  await invitations.decline(callerOf(req), String(req.params.id));
  res.status(204).end();
});
