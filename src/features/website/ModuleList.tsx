import type { PageModule } from '#contract/modules.ts';
import type { Location } from '#contract/website.ts';
import { BlogListModule } from './modules/BlogListModule.tsx';
import { CallToActionModule } from './modules/CallToActionModule.tsx';
import { FaqModule } from './modules/FaqModule.tsx';
import { GalleryModule } from './modules/GalleryModule.tsx';
import { HeroModule } from './modules/HeroModule.tsx';
import { ImageWithTextModule } from './modules/ImageWithTextModule.tsx';
import { LocationsListModule } from './modules/LocationsListModule.tsx';
import type { HeadingLevel } from './modules/module-props.ts';
import { RichTextModule } from './modules/RichTextModule.tsx';

function ModuleView({
  module,
  headingLevel,
  locations,
}: {
  module: PageModule;
  headingLevel: HeadingLevel;
  locations: readonly Location[];
}) {
  switch (module.type) {
    case 'hero':
      return <HeroModule module={module} headingLevel={headingLevel} />;
    case 'richText':
      return <RichTextModule module={module} />;
    case 'imageWithText':
      return <ImageWithTextModule module={module} headingLevel={headingLevel} />;
    case 'callToAction':
      return <CallToActionModule module={module} headingLevel={headingLevel} />;
    case 'locationsList':
      return <LocationsListModule module={module} headingLevel={headingLevel} locations={locations} />;
    case 'blogList':
      return <BlogListModule module={module} headingLevel={headingLevel} />;
    case 'faq':
      return <FaqModule module={module} headingLevel={headingLevel} />;
    case 'gallery':
      return <GalleryModule module={module} headingLevel={headingLevel} />;
  }
}

/** Renders a page's modules in order; a leading hero carries the page's h1. */
export function ModuleList({ modules, locations }: { modules: readonly PageModule[]; locations: readonly Location[] }) {
  return (
    <>
      {modules.map((module, index) => (
        <ModuleView
          key={module.id}
          module={module}
          locations={locations}
          headingLevel={index === 0 && module.type === 'hero' ? 'h1' : 'h2'}
        />
      ))}
    </>
  );
}

export const pageHasOwnHeading = (modules: readonly PageModule[]): boolean => modules[0]?.type === 'hero';
