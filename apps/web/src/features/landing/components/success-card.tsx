import { SuccessFigures } from '../../../components/ui/success-figures';

export function SuccessCard() {
  return <SuccessFigures title="SeedMatch success rate" titleId="success-title" />;
}
