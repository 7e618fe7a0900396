import * as z from 'zod/mini';
import { wellFormed } from '../../platform/text';
import { normalizePhone, PHONE_MESSAGE } from './phone';

/** An optional phone of a body: '' for none, else stored in E.164. */
export const phoneSchema = z._default(
  z.string().check(
    wellFormed(),
    z.trim(),
    z.refine((value) => value === '' || normalizePhone(value) !== null, PHONE_MESSAGE),
    z.overwrite((value) => (value === '' ? '' : (normalizePhone(value) ?? value))),
  ),
  '',
);
