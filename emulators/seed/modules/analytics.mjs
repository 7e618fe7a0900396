// Analytics' demo data (issue 24): a year of paid orders for Casa Lola Toledo and Peluquería Lola (../demo-sales.mjs),
// Tienda Lola's months of counter sales (./ecommerce.mjs, with its stock), Academia Lola's courses sold at its reception
// (./elearning.mjs),
// and the aggregates of every paid order of the seed (the CRM's demo orders as well): the day and month figure
// documents and the clients' first days, exactly what analytics' rebuild computes from those orders. No outbox
// events: the aggregates are written as they would be once every event was applied.
import { readFileSync } from 'node:fs';
import { loadDomain } from '../../../scripts/domain.mjs';
import { demoAnalytics } from '../demo-sales.mjs';
import beautySeed from './beauty.mjs';
import crmSeed from './crm.mjs';
import ecommerceSeed from './ecommerce.mjs';
import elearningSeed from './elearning.mjs';
import restaurantSeed from './restaurant.mjs';

export default async function analyticsSeed(now = new Date()) {
  const [domain, restaurant, crm, beauty, ecommerce, elearning] = await Promise.all([
    loadDomain(),
    restaurantSeed(now),
    crmSeed(now),
    beautySeed(now),
    ecommerceSeed(now),
    elearningSeed(now),
  ]);
  const { organizations } = JSON.parse(readFileSync(new URL('../firestore.json', import.meta.url), 'utf8'));
  return demoAnalytics(domain, now, { ...restaurant, ...crm, ...beauty, ...ecommerce, ...elearning }, organizations);
}
