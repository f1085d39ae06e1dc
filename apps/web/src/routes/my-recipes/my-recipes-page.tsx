import { BookOpen } from 'lucide-react';
import { ForgingPage } from '../../components/forging-page.tsx';

export function MyRecipesPage() {
  return (
    <ForgingPage
      title="My Tome"
      line="Your personal grimoire is being bound in leather and gold. It will open shortly."
      icon={BookOpen}
    />
  );
}
