import type pg from 'pg';

/** The sample user the soak's companies copy: password (so no hashing here), price list, carriers. */
const MODEL_USER = { id: 10002, password: 'skeppa-user' };
const CITIES: [string, string][] = [
  ['Göteborg', '41101'],
  ['Malmö', '21120'],
  ['Uppsala', '75320'],
  ['Umeå', '90326'],
];

export interface SoakCompany {
  companyId: number;
  customerId: number;
  email: string;
}

/**
 * `count` companies with one user each, as the sample data makes them (the sample user's price
 * list, carriers and agreements), and `contacts` receivers each, so the contact list has pages.
 * No credit limit: a limit of 0 is none, and the soak's bookings would otherwise run into it.
 */
export async function makeCompanies(pool: pg.Pool, count: number, contacts: number): Promise<SoakCompany[]> {
  const { rows: companies } = await pool.query<{ id: number }>(
    `INSERT INTO companies (name, org_no, address, postcode, city)
     SELECT 'Uthållighet ' || g || ' AB', '556100-' || lpad(g::text, 4, '0'), 'Lagervägen ' || g, '11122', 'Stockholm'
       FROM generate_series(1, $1::int) g RETURNING id`,
    [count],
  );
  const { rows: users } = await pool.query<{ id: number; company_id: number; email: string }>(
    `INSERT INTO customers (company_id, email, password_hash, first_name, last_name, phone, price_list)
     SELECT c.id, 'soak' || c.id || '@skeppa.test', m.password_hash, 'Eva', 'Berg', m.phone, m.price_list
       FROM unnest($1::int[]) c(id), customers m WHERE m.id = $2
     RETURNING id, company_id, email`,
    [companies.map((c) => c.id), MODEL_USER.id],
  );
  await pool.query(
    `INSERT INTO customer_carriers (customer_id, carrier_code, active, price_supplier, agreement_no, sort_nr)
     SELECT u.id, m.carrier_code, m.active, m.price_supplier, m.agreement_no, m.sort_nr
       FROM unnest($1::int[]) u(id), customer_carriers m WHERE m.customer_id = $2`,
    [users.map((u) => u.id), MODEL_USER.id],
  );
  await pool.query(
    `INSERT INTO contacts (company_id, customer_id, company, first_name, last_name, address1, postcode, city, reference)
     SELECT u.company_id, u.id, 'Mottagare ' || g || ' AB', 'Anna', 'Lind', 'Industrigatan ' || g,
            (ARRAY[${CITIES.map(([, p]) => `'${p}'`).join(',')}])[1 + g % ${CITIES.length}],
            (ARRAY[${CITIES.map(([c]) => `'${c}'`).join(',')}])[1 + g % ${CITIES.length}], 'REF-' || g
       FROM customers u, generate_series(1, $2::int) g WHERE u.id = ANY($1)`,
    [users.map((u) => u.id), contacts],
  );
  await pool.query('ANALYZE companies, customers, customer_carriers, contacts');
  return users.map((u) => ({ companyId: u.company_id, customerId: u.id, email: u.email }));
}

export const soakPassword = MODEL_USER.password;
export const soakCities = CITIES;
