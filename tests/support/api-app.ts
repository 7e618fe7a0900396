import request from 'supertest';
import { createApp } from '../../functions/src/app';

/** The real `api` Express app, in process, talking to the emulators named by the environment. */
export const api = () => request(createApp());
