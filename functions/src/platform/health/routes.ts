import { Router } from 'express';
import type { HealthResponse } from '@plataforma/domain';
import { BUILD_ID } from '../build-info';

export const healthRoutes = Router();

healthRoutes.get('/health', (_req, res) => {
  const body: HealthResponse = { status: 'ok', build: BUILD_ID };
  res.set('Cache-Control', 'no-store').json(body);
});
