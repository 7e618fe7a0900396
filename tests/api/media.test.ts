import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dish, MediaFile, Organization } from '@plataforma/domain';
import { adminDb } from '../support/admin';
import { api } from '../support/api-app';
import { addMember, createOrganization, organizationTeam, registeredUser, type Actor } from '../support/actors';
import { clearEmulators } from '../support/emulators';

let owner: Actor;
let admin: Actor;
let staff: Actor;
let org: Organization;
let other: Organization;
let otherOwner: Actor;
let manager: Actor;
let base: string;

beforeAll(async () => {
  await clearEmulators();
  ({ owner, admin, staff, org } = await organizationTeam('Casa Lola', ['restaurant']));
  manager = await registeredUser('Marcos');
  await addMember(owner, org.id, manager, 'manager');
  otherOwner = await registeredUser('Beto');
  other = await createOrganization(otherOwner, 'Casa Beto', ['restaurant']);
  base = `/api/organizations/${org.id}`;
});

/** A real image of the given size and format, made here. */
const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();

const upload = (
  actor: Actor | null,
  bytes: Buffer,
  { type = 'image/png', name = 'foto.png', organization = org.id } = {},
) => {
  const request = api().post(`/api/organizations/${organization}/media?name=${encodeURIComponent(name)}`);
  if (actor) void request.set(actor.auth);
  return request.set('Content-Type', type).send(bytes);
};

async function uploaded(bytes: Buffer, type = 'image/png'): Promise<MediaFile> {
  const response = await upload(manager, bytes, { type });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as MediaFile;
}

const stored = async () => (await adminDb().collection(`organizations/${org.id}/media`).get()).size;
const filesOf = (organizationId: string) => {
  const folder = join(process.env.MEDIA_DIR || join(tmpdir(), 'plataforma-media'), 'organizations', organizationId);
  return existsSync(folder) ? readdirSync(folder, { recursive: true }).filter((f) => String(f).endsWith('.webp')) : [];
};

describe('upload and serve', () => {
  it('stores a PNG at every width, served as WebP without sign-in and cached for a year', async () => {
    const media = await uploaded(await image(2000, 1000, 'png'));
    expect(media).toMatchObject({ name: 'foto.png', type: 'image/png', width: 2000, height: 1000, usedBy: [] });
    expect(media.sizes.map((s) => [s.width, s.pixelWidth, s.pixelHeight])).toEqual([
      [160, 160, 80],
      [480, 480, 240],
      [1200, 1200, 600],
    ]);
    expect(media.urls).toEqual([160, 480, 1200].map((w) => `${base}/media/${media.id}/${w}.webp`));
    for (const [i, url] of media.urls.entries()) {
      const served = await api().get(url).buffer(true);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.body as Buffer).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', media.sizes[i]!.pixelWidth]);
    }
    const doc = (await adminDb().doc(`organizations/${org.id}/media/${media.id}`).get()).data();
    expect(doc).toMatchObject({ type: 'image/png', width: 2000, usedBy: [] });
  });

  it('takes JPEG and WebP, never enlarging a small image, whatever Content-Type is claimed', async () => {
    const jpeg = await uploaded(await image(300, 200, 'jpeg'), 'application/octet-stream');
    expect([jpeg.type, jpeg.sizes.map((s) => s.pixelWidth)]).toEqual(['image/jpeg', [160, 300, 300]]);
    const webp = await uploaded(await image(100, 100, 'webp'), 'image/jpeg');
    expect([webp.type, webp.sizes.map((s) => s.pixelWidth)]).toEqual(['image/webp', [100, 100, 100]]);
    const served = await api().get(`${base}/media/${webp.id}/1200.webp`).buffer(true);
    expect((await sharp(served.body as Buffer).metadata()).width).toBe(100);
  });

  it('refuses what is not an image, too large or unreadable, storing nothing', async () => {
    const before = [await stored(), filesOf(org.id).length];
    const text = await upload(manager, Buffer.from('esto no es una imagen'), { name: 'foto.png' });
    expect([text.status, text.body.error.code, text.body.error.message]).toEqual([
      400,
      'media-not-image',
      'El archivo no es una imagen JPEG, PNG o WebP',
    ]);
    const gif = await upload(manager, Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), { type: 'image/gif' });
    expect(gif.body.error.code).toBe('media-not-image');
    const huge = Buffer.concat([await image(10, 10, 'png'), Buffer.alloc(11 * 1024 * 1024)]);
    const tooLarge = await upload(manager, huge);
    expect([tooLarge.status, tooLarge.body.error.code, tooLarge.body.error.message]).toEqual([
      413,
      'media-too-large',
      'La imagen pesa más de 10 MB: redúcela antes de subirla',
    ]);
    const png = await image(50, 50, 'png');
    const broken = await upload(manager, Buffer.concat([png.subarray(0, 8), Buffer.alloc(200, 7)]));
    expect([broken.status, broken.body.error.code]).toEqual([400, 'media-unreadable']);
    const json = await api().post(`${base}/media`).set(manager.auth).send({ imagen: 'x' });
    expect([json.status, json.body.error.code]).toEqual([400, 'media-not-image']);
    expect([await stored(), filesOf(org.id).length]).toEqual(before);
  });

  it('lets owners, admins and managers upload, not staff nor strangers', async () => {
    const png = await image(20, 20, 'png');
    expect((await upload(owner, png)).status).toBe(201);
    expect((await upload(admin, png)).status).toBe(201);
    expect((await upload(staff, png)).status).toBe(403);
    expect((await upload(null, png)).status).toBe(401);
    expect((await upload(otherOwner, png)).status).toBe(404);
    const media = await uploaded(png);
    expect((await api().delete(`${base}/media/${media.id}`).set(staff.auth)).status).toBe(403);
  });

  it("answers 404 for another organization's image, an unknown id or size, a crafted path", async () => {
    const media = await uploaded(await image(200, 100, 'png'));
    const viaOther = await api().get(`/api/organizations/${other.id}/media/${media.id}/160.webp`);
    expect(viaOther.status).toBe(404);
    expect((await api().get(`${base}/media/nada/160.webp`)).status).toBe(404);
    expect((await api().get(`${base}/media/${media.id}/999.webp`)).status).toBe(404);
    expect((await api().get(`${base}/media/${media.id}/160.png`)).status).toBe(404);
    expect((await api().get(`${base}/media/..%2F..%2Fx/160.webp`)).status).toBe(404);
    const deleteViaOther = await api().delete(`/api/organizations/${other.id}/media/${media.id}`).set(otherOwner.auth);
    expect(deleteViaOther.status).toBe(404);
    expect((await api().get(media.urls[0]!)).status).toBe(200);
  });
});

describe('a dish and its photo', () => {
  const restaurant = () => `${base}/restaurant`;
  let categoryId: string;

  beforeAll(async () => {
    const category = await api().post(`${restaurant()}/categories`).set(manager.auth).send({ name: 'Tapas' });
    categoryId = (category.body as { id: string }).id;
  });

  const dishBody = (photoId: string | null, name = 'Tortilla') => ({ name, price: '8,50', categoryId, photoId });
  const usersOf = async (mediaId: string) =>
    (await adminDb().doc(`organizations/${org.id}/media/${mediaId}`).get()).data()?.usedBy as unknown[];

  it('refuses a photo that is not an image of the organization', async () => {
    const foreign = await upload(otherOwner, await image(20, 20, 'png'), { organization: other.id });
    expect(foreign.status).toBe(201);
    for (const photoId of ['nada', (foreign.body as MediaFile).id]) {
      const response = await api().post(`${restaurant()}/dishes`).set(manager.auth).send(dishBody(photoId));
      expect([response.status, response.body.error.fields]).toEqual([
        400,
        { photoId: 'La imagen ya no existe: súbela de nuevo' },
      ]);
    }
    expect((await adminDb().collection(`organizations/${org.id}/dishes`).get()).size).toBe(0);
  });

  it('records the use: the photo cannot be deleted while a dish shows it', async () => {
    const first = await uploaded(await image(600, 400, 'jpeg'), 'image/jpeg');
    const second = await uploaded(await image(600, 400, 'png'));
    const created = await api().post(`${restaurant()}/dishes`).set(manager.auth).send(dishBody(first.id));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const dish = created.body as Dish;
    expect(dish.photoId).toBe(first.id);
    expect(await usersOf(first.id)).toEqual([{ kind: 'dish', id: dish.id, name: 'Tortilla' }]);

    const refused = await api().delete(`${base}/media/${first.id}`).set(manager.auth);
    expect([refused.status, refused.body.error.code, refused.body.error.message]).toEqual([
      409,
      'in-use',
      'No se puede eliminar porque se usa en: plato «Tortilla»',
    ]);
    expect((await api().get(first.urls[0]!)).status).toBe(200);

    // Renamed: the use keeps the dish's name; the photo changed: the use moves.
    const renamed = await api()
      .put(`${restaurant()}/dishes/${dish.id}`)
      .set(manager.auth)
      .send(dishBody(first.id, 'Tortilla de patatas'));
    expect(renamed.status).toBe(200);
    expect(await usersOf(first.id)).toEqual([{ kind: 'dish', id: dish.id, name: 'Tortilla de patatas' }]);
    await api().put(`${restaurant()}/dishes/${dish.id}`).set(manager.auth).send(dishBody(second.id));
    expect(await usersOf(first.id)).toEqual([]);
    expect(await usersOf(second.id)).toEqual([{ kind: 'dish', id: dish.id, name: 'Tortilla' }]);

    expect((await api().delete(`${base}/media/${first.id}`).set(manager.auth)).status).toBe(204);
    expect((await adminDb().doc(`organizations/${org.id}/media/${first.id}`).get()).exists).toBe(false);
    expect((await api().get(first.urls[0]!)).status).toBe(404);

    expect((await api().delete(`${base}/media/${second.id}`).set(manager.auth)).status).toBe(409);
    expect((await api().delete(`${restaurant()}/dishes/${dish.id}`).set(manager.auth)).status).toBe(204);
    expect(await usersOf(second.id)).toEqual([]);
    expect((await api().delete(`${base}/media/${second.id}`).set(manager.auth)).status).toBe(204);
    expect((await api().delete(`${base}/media/${second.id}`).set(manager.auth)).status).toBe(404);
  });

  it('a dish without a photo says so', async () => {
    const created = await api()
      .post(`${restaurant()}/dishes`)
      .set(manager.auth)
      .send({ name: 'Pan', price: 1, categoryId });
    expect((created.body as Dish).photoId).toBeNull();
  });
});
