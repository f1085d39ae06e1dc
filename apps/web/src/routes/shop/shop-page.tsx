import { Gem } from 'lucide-react';
import { ForgingPage } from '../../components/forging-page.tsx';

export function ShopPage() {
  return (
    <ForgingPage
      title="Mana Shop"
      line="The merchant is restocking the mana crystals. The shop opens soon."
      icon={Gem}
    />
  );
}
