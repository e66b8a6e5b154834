import { Page } from '@pgportal/ui';

/** /app/settings: SPEC §2 says it shows only the word Settings. */
export default function SettingsPage() {
  return (
    <Page>
      <h1 className="page-title">Settings</h1>
    </Page>
  );
}
