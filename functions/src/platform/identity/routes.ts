import { Router } from 'express';
import { profileBodySchema, registerBodySchema } from '@plataforma/domain';
import { validate } from '../http/validate';
import { authenticate, callerOf } from './authenticate';
import { getCurrentUser, registerUser, updateProfile } from './service';

export const identityRoutes = Router();

identityRoutes.post('/auth/register', authenticate(), async (req, res) => {
  const body = validate(registerBodySchema, req.body);
  const { user, created } = await registerUser(callerOf(req), body);
  res.status(created ? 201 : 200).json(user);
});

identityRoutes.get('/auth/me', authenticate(), async (req, res) => {
  res.json(await getCurrentUser(callerOf(req)));
});

identityRoutes.put('/auth/me', authenticate(), async (req, res) => {
  const body = validate(profileBodySchema, req.body);
  res.json(await updateProfile(callerOf(req), body));
});
