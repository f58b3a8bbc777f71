import { eq, sql } from 'drizzle-orm';
import { namedStatement } from '../../db/named-statement.ts';
import { companies, customers } from '../../db/schema/index.ts';
import { bookingTermFields } from '../customers/repository.ts';
import { pricingCustomerFields } from '../pricing/customer-repository.ts';

// The customer's row as both modules read it for a booking: its terms (settings, agreements) and
// pricing's customer. `priceList` is in both, the same column.
const fields = { ...pricingCustomerFields, ...bookingTermFields };

/**
 * What a booking knows of its customer before its transaction, in one round trip where the two
 * modules' own statements took two (`bookingTermsOf` and `pricingCustomerOf` read the row).
 */
export const customerTerms = namedStatement('bookings.customer_terms', fields, (ex) =>
  ex
    .select(fields)
    .from(customers)
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .where(eq(customers.id, sql.placeholder('id'))),
);
