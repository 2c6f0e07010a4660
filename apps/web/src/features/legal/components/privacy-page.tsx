import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { MIN_USER_AGE, PRIVACY_RESPONSE_DAYS } from '@seedmatch/shared/constants';
import { ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { usePublicConfig } from '../../../lib/public-config';
import { LegalLayout, LegalList, LegalSection, legalLinkClass } from './legal-layout';

/** The static privacy policy at /privacy. */
export function PrivacyPage() {
  const { privacyEmail } = usePublicConfig();
  return (
    <LegalLayout
      title="Privacy Policy"
      backControl={
        <ButtonLink to="/" variant="ghost" size="sm">
          <Icon icon={ArrowLeft} size={16} />
          Back to home
        </ButtonLink>
      }
      footer={
        <p>
          See also our{' '}
          <Link to="/terms" className={legalLinkClass}>
            Terms of Service
          </Link>
          .
        </p>
      }
    >
      <p>
        SeedMatch connects founders with co-founders and investors. This policy explains what information we collect, how we use it, and the
        choices you have.
      </p>
      <LegalSection title="1. Information We Collect">
        <p>When you sign in with Google we receive your Google account name, e-mail address and profile photo.</p>
        <p>When you use SeedMatch we store what you create and do in the app:</p>
        <LegalList
          items={[
            'Your profile: name, title, bio, experience, skills, interests, location and social links',
            'The startup ideas you submit',
            'Your swipes on ideas and the matches they create',
            'The messages and meeting invites you send in chat',
            'Your challenge submissions and referral activity',
          ]}
        />
      </LegalSection>
      <LegalSection title="2. How We Use Your Information">
        <LegalList
          items={[
            'To create and secure your account and keep you signed in',
            'To show you ideas and match you with co-founders whose skills complement yours',
            'To deliver your messages and notify you of new matches and messages',
            'To run the 48h launch challenge, credits and the referral programme',
            'To keep the service safe, prevent abuse and improve SeedMatch',
          ]}
        />
      </LegalSection>
      <LegalSection title="3. How We Share Information">
        <p>
          We do not sell your personal information. Other users see your profile, the ideas you submit, and the messages you send them.
          Investors on SeedMatch can see submissions and founder profiles. We share data with service providers who host and run SeedMatch
          for us, and when the law requires it.
        </p>
      </LegalSection>
      <LegalSection title="4. Data Retention and Deletion">
        <p>
          We keep your information while your account is active. You can delete your account at any time in your profile settings: your
          sessions are ended and your profile, ideas, swipes and referral data are deleted. Messages you sent stay in the other
          person&apos;s conversation, shown as from &quot;Deleted user&quot;.
        </p>
      </LegalSection>
      <LegalSection title="5. Your Rights">
        <p>
          You can access and correct your profile at any time, download a copy of your data from your settings, and delete your account. You
          can also contact us to ask about, correct or delete your information.
        </p>
      </LegalSection>
      <LegalSection title="6. Age Requirement">
        <p>
          {`SeedMatch is for users ${MIN_USER_AGE} and over. We do not knowingly collect information from anyone under ${MIN_USER_AGE}.`}
        </p>
      </LegalSection>
      <LegalSection title="7. Contact Us">
        <p>
          Questions or requests about your privacy? Write to{' '}
          <a href={`mailto:${privacyEmail}`} className={legalLinkClass}>
            {privacyEmail}
          </a>
          .
        </p>
        <p>{`We will respond to your request within ${PRIVACY_RESPONSE_DAYS} days.`}</p>
      </LegalSection>
    </LegalLayout>
  );
}
