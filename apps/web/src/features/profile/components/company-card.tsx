import { Text } from '@mantine/core';
import {
  CUSTOMER_LEVEL_ADMIN,
  type Customer,
  countryName,
  formatOrgNo,
  formatPostcode,
} from '@skeppa/domain';
import { useState } from 'react';
import { useLanguage } from '@/shared/i18n/i18n';
import { useTranslation } from '@/shared/i18n/use-translation';
import { CompanyForm } from './company-form';
import { DetailList } from './detail-list';
import { SectionCard } from './section-card';

/**
 * The company's details. Administrators (customer level 1; the admin check reads `custLevel`)
 * may change them; others read them with a word on who can. The server enforces the same rule.
 */
export function CompanyCard({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [editing, setEditing] = useState(false);
  const isAdmin = customer.custLevel === CUSTOMER_LEVEL_ADMIN;
  const f = (key: string) => t(`profile.fields.${key}`);
  return (
    <SectionCard
      title={t('profile.company.title')}
      onEdit={isAdmin && !editing ? () => setEditing(true) : undefined}
      editLabel={t('profile.company.edit')}
    >
      {editing ? (
        <CompanyForm customer={customer} onDone={() => setEditing(false)} />
      ) : (
        <DetailList
          items={[
            { label: f('company'), value: customer.company },
            { label: f('orgNo'), value: formatOrgNo(customer.orgNo) },
            { label: f('address'), value: customer.address },
            { label: f('address2'), value: customer.address2 },
            { label: f('postcode'), value: formatPostcode(customer.postcode, customer.country) },
            { label: f('city'), value: customer.city },
            ...(customer.state ? [{ label: f('state'), value: customer.state }] : []),
            { label: f('country'), value: countryName(customer.country, language) ?? customer.country },
          ]}
        />
      )}
      {!isAdmin && (
        <Text fz="sm" c="dimmed" data-testid="company-admin-only">
          {t('profile.company.adminOnly')}
        </Text>
      )}
    </SectionCard>
  );
}
