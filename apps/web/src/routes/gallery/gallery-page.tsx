import { Castle } from 'lucide-react';
import { ForgingPage } from '../../components/forging-page.tsx';

export function GalleryPage() {
  return (
    <ForgingPage
      title="Feast Hall"
      line="The great hall is being decked out for the feast. Its doors open soon."
      icon={Castle}
    />
  );
}
