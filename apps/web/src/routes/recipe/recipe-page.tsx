import { ScrollText } from 'lucide-react';
import { ForgingPage } from '../../components/forging-page.tsx';

export function RecipePage() {
  return (
    <ForgingPage
      title="Recipe"
      line="Our scribes are still inking the recipe pages. Your feast will be ready soon."
      icon={ScrollText}
    />
  );
}
