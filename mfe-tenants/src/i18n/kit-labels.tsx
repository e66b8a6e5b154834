import { KitLabelsProvider } from '@pgportal/ui';
import { kitLabelsOf } from '@pgportal/runtime/kit-words';
import { useMemo, type ReactNode } from 'react';
import { useT } from './catalogue';

/** The kit's own words (pager, dialog's Close, loading, errors) in the tenant's language, from this app's catalogue. */
export function KitInTenantLanguage({ children }: { children: ReactNode }) {
  const { t, language } = useT();
  const labels = useMemo(() => kitLabelsOf(t, language), [t, language]);
  return <KitLabelsProvider labels={labels}>{children}</KitLabelsProvider>;
}
