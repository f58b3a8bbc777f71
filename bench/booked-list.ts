// The booked list over 100,000 orders of one customer, route by route: the second half of
// `npm run bench:bookings`, on the server and database the bookings ran on.
import type pg from 'pg';

const LIST_ORDERS = 100_000;

interface Load {
  rps: number;
  p50: number;
  p99: number;
}

export async function bookedListBench(o: {
  pool: pg.Pool;
  serverUrl: string;
  customerId: number;
  template: string;
  auth: Record<string, string>;
  /** How long `load` loads each route. */
  seconds: number;
  load: (url: string, headers: Record<string, string>, connections: number) => Promise<Load>;
}) {
  // The booked list over 100,000 orders of the user, made with SQL (booked over two years).
  await o.pool.query(
    `INSERT INTO orders (order_no, customer_id, company_id, consignment_no, template_name, calculated_price_ore,
       date_booked, date_placed, to_name, to_postcode, to_city, to_country, from_name, from_city)
     SELECT 'B' || g, $1, c.company_id, lpad(g::text, 10, '0'), $2, 10000 + g % 5000,
            now() - (g || ' minutes')::interval * 10, now() - (g || ' minutes')::interval * 10 - interval '1 hour',
            'Mottagare ' || g || ' AB', '41101', 'Göteborg', 'SE', 'Lagerhuset AB', 'Stockholm'
       FROM generate_series(1, $3::int) g, (SELECT company_id FROM customers WHERE id = $1) c`,
    [o.customerId, o.template, LIST_ORDERS],
  );
  // As autovacuum would leave them: counted from the index alone.
  await o.pool.query('VACUUM ANALYZE orders');
  const list = `${o.serverUrl}/api/order/customer/${o.customerId}?booked=1`;
  // The list opens on the last 30 days, newest booking first (DEFAULT_LIST_DAYS of the web app);
  // the routes without a range are a user who emptied the dates.
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const days30 = `${list}&from=${day(30)}&to=${day(0)}`;
  const routes: [string, string][] = [
    ['GET /api/config (bare JSON baseline)', `${o.serverUrl}/api/config`],
    ['booked list as it opens: last 30 days, page 1 of 25', `${days30}&sort=dateBooked`],
    [
      'booked list, last 30 days, page 1 of 100 by receiver',
      `${days30}&sort=receiver&order=asc&pageSize=100`,
    ],
    ['booked list, no range, page 1 of 25', `${list}&sort=dateBooked`],
    ['booked list, no range, page 400 of 25', `${list}&sort=dateBooked&page=400`],
    ['booked list, no range, page 1 of 100 by receiver', `${list}&sort=receiver&order=asc&pageSize=100`],
    [
      'booked list, no range, search "mottagare 4711"',
      `${list}&sort=dateBooked&search=${encodeURIComponent('mottagare 4711')}`,
    ],
    ['booked list, one month (January)', `${list}&sort=dateBooked&from=2026-01-01&to=2026-01-31`],
  ];
  console.log(`\n${o.seconds} s each, ${LIST_ORDERS.toLocaleString('en')} booked orders of one customer\n`);
  console.log(
    '| route | 1 connection: p50 / p99 ms | 10 connections: requests/s, p50 / p99 ms |\n|---|---|---|',
  );
  for (const [name, url] of routes) {
    const one = await o.load(url, o.auth, 1);
    const many = await o.load(url, o.auth, 10);
    console.log(`| ${name} | ${one.p50} / ${one.p99} | ${many.rps.toFixed(0)}, ${many.p50} / ${many.p99} |`);
  }
}
