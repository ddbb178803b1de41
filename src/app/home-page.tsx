import { HeroSection } from '../sections/hero/hero-section';

export function HomePage() {
  return (
    <main id="main">
      <HeroSection />
    </main>
  );
}
