import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { MIN_USER_AGE } from '@seedmatch/shared/constants';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { usePublicConfig } from '../../../lib/public-config';
import { LegalLayout, LegalList, LegalSection, legalLinkClass } from './legal-layout';

const PROHIBITED = [
  'Harassing, threatening or abusing other users',
  'Posting false or misleading information',
  'Sending spam or unsolicited promotions',
  'Violating intellectual property rights',
  'Posting or sharing illegal content',
  'Circumventing or attempting to circumvent security measures',
] as const;

/** The static Terms of Service at /terms (docs/product.md#legal-pages). */
export function TermsPage() {
  const { supportEmail } = usePublicConfig();
  const navigate = useNavigate();
  const location = useLocation();

  const goBack = () => {
    // Opened directly in a fresh tab there is no page to go back to; go to the landing instead.
    if (location.key === 'default' && window.history.length <= 1) void navigate('/');
    else void navigate(-1);
  };

  return (
    <LegalLayout
      title="Terms of Service"
      backControl={
        <Button variant="ghost" size="sm" onClick={goBack}>
          <Icon icon={ArrowLeft} size={16} />
          Back
        </Button>
      }
      footer={<p>{`© ${new Date().getFullYear()} SeedMatch. All rights reserved.`}</p>}
    >
      <p>
        Welcome to SeedMatch. By creating an account or using SeedMatch you agree to these Terms of Service. Please read them carefully.
      </p>
      <LegalSection title="1. Eligibility">
        <p>{`You must be ${MIN_USER_AGE} years of age or older to use SeedMatch. SeedMatch is for users ${MIN_USER_AGE} and over.`}</p>
      </LegalSection>
      <LegalSection title="2. Your Account">
        <LegalList
          items={[
            'One account per person.',
            'Provide accurate information and keep it up to date.',
            'Keep your credentials secure; you are responsible for activity on your account.',
          ]}
        />
      </LegalSection>
      <LegalSection title="3. Prohibited Activities">
        <p>You agree not to engage in:</p>
        <LegalList items={PROHIBITED} />
      </LegalSection>
      <LegalSection title="4. Your Content">
        <p>
          You keep ownership of the content you post, such as ideas, profile details and messages. By posting it you grant SeedMatch a
          license to host, store, display and share it as needed to run and improve the service.
        </p>
      </LegalSection>
      <LegalSection title="5. Disclaimers">
        <p>
          SeedMatch is provided &quot;as is&quot; and &quot;as available&quot;, without warranties of any kind. We do not guarantee any
          business outcomes, including matches, funding, launches or revenue.
        </p>
      </LegalSection>
      <LegalSection title="6. Limitation of Liability">
        <p>
          To the fullest extent permitted by law, SeedMatch&apos;s liability is limited, and we are not liable for any indirect, incidental
          or consequential damages arising from your use of the service.
        </p>
      </LegalSection>
      <LegalSection title="7. Termination">
        <p>We may suspend or terminate accounts at our discretion, for example for breaking these terms.</p>
        <p>You may terminate your account at any time by deleting it in your account settings or by contacting us.</p>
      </LegalSection>
      <LegalSection title="8. Changes to These Terms">
        <p>
          We may change these terms. We announce changes by posting the updated terms on this page and updating the Last updated date above.
          Using SeedMatch after a change means you accept the updated terms.
        </p>
      </LegalSection>
      <LegalSection title="9. Contact">
        <p>
          Questions about these terms? See also our{' '}
          <Link to="/privacy" className={legalLinkClass}>
            Privacy Policy
          </Link>
          , or contact us:
        </p>
        <dl className="rounded-xl bg-brand-50 p-4">
          <dt className="text-sm font-semibold text-zinc-900">Legal Team</dt>
          <dd>
            {/* Alone on its line, not in a sentence: a whole 24 px target (WCAG 2.5.8). */}
            <a href={`mailto:${supportEmail}`} className={`${legalLinkClass} inline-flex min-h-6 items-center`}>
              {supportEmail}
            </a>
          </dd>
        </dl>
      </LegalSection>
    </LegalLayout>
  );
}
