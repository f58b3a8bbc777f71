import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { paths } from '@/shared/routes/paths';
import { INFO_PAGES, type InfoPageName } from '../info-pages';

/** Tabs between the six info pages, so a reader can move on without the menu. */
export function InfoNav({ current }: { current: InfoPageName }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs value={current} onChange={(value) => value && navigate(paths[value as InfoPageName])} mb="lg">
      <Tabs.List style={{ flexWrap: 'wrap' }}>
        {INFO_PAGES.map((name) => (
          <Tabs.Tab key={name} value={name}>
            {t(`info.tabs.${name}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
