import { WandSparkles } from 'lucide-react';
import { ForgingPage } from '../../components/forging-page.tsx';

export function WizardPage() {
  return (
    <ForgingPage
      title="Create Recipe"
      line="The recipe wizard is still simmering in the cauldron. Check back soon to conjure your first dish."
      icon={WandSparkles}
    />
  );
}
