import type { PrivacyNotice } from '@pgportal/contracts/privacy-notice';
import { cx } from './class-names';
import { layout } from './layout';

/**
 * The privacy notice's words (issue 45) as given, under a heading of `level`: its version, then
 * each section's heading and paragraphs. The dialog at first sign-in and the tenant's Profile show it.
 */
export function PrivacyNoticeText({ notice, level = 3 }: { notice: PrivacyNotice; level?: 2 | 3 | 4 }) {
  const Heading = `h${level}` as const;
  return (
    <div className={layout.stack}>
      <p className={cx(layout.muted, layout.textSm)}>{notice.versionLine}</p>
      {notice.sections.map((section) => (
        <section key={section.heading} className={layout.stackSm}>
          <Heading className={layout.textStrong}>{section.heading}</Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
