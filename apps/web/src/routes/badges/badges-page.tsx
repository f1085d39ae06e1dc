import { Award } from 'lucide-react';
import { ForgingPage } from '../../components/forging-page.tsx';

export function BadgesPage() {
  return (
    <ForgingPage title="My Badges" line="The guild smiths are still polishing your badges of honour." icon={Award} />
  );
}
