import { Fragment, Suspense, useContext, type ComponentType } from 'react';
import type { PageModule } from '#contract/modules.ts';
import type { Location } from '#contract/website.ts';
import { ModuleFrameContext } from './module-frame.ts';
import type { HeadingLevel, ModuleRenderProps } from './module-props.ts';
import { moduleRenderers } from './renderers.ts';

function ModuleView({
  module,
  headingLevel,
  locations,
}: {
  module: PageModule;
  headingLevel: HeadingLevel;
  locations: readonly Location[];
}) {
  // The registry pairs each type with its renderer; TypeScript cannot follow the pairing through an index.
  const Renderer = moduleRenderers[module.type] as ComponentType<ModuleRenderProps<typeof module.type>>;
  // A renderer still downloading holds back only its own module, never the page.
  return (
    <Suspense fallback={null}>
      <Renderer module={module} headingLevel={headingLevel} locations={locations} />
    </Suspense>
  );
}

/** Renders a page's modules in order; a leading hero carries the page's h1. */
export function ModuleList({ modules, locations }: { modules: readonly PageModule[]; locations: readonly Location[] }) {
  const Frame = useContext(ModuleFrameContext);
  return (
    <>
      {modules.map((module, index) => {
        const view = (
          <ModuleView
            module={module}
            locations={locations}
            headingLevel={index === 0 && module.type === 'hero' ? 'h1' : 'h2'}
          />
        );
        return Frame ? (
          <Frame key={module.id} module={module}>
            {view}
          </Frame>
        ) : (
          <Fragment key={module.id}>{view}</Fragment>
        );
      })}
    </>
  );
}

export const pageHasOwnHeading = (modules: readonly PageModule[]): boolean => modules[0]?.type === 'hero';
