import { useState } from 'react';
import { container, section } from '#src/ui/layout/layout.css.ts';
import type { ModuleRenderProps } from '../module-props.ts';
import * as styles from './modules.css.ts';
import { embedUrl } from './video-embed.ts';

/**
 * The video site's player loads only when the visitor asks for it: no third-party request, cookie
 * or script on page load, and the page stays light.
 */
export function VideoEmbedModule({ module, headingLevel }: ModuleRenderProps<'videoEmbed'>) {
  const Heading = headingLevel;
  const [playing, setPlaying] = useState(false);
  const player = embedUrl(module.url);
  return (
    <section className={`${container} ${section}`} aria-labelledby={`${module.id}-heading`}>
      <Heading id={`${module.id}-heading`}>{module.heading}</Heading>
      {player ? (
        <div className={styles.videoFrame}>
          {playing ? (
            <iframe
              className={styles.videoPlayer}
              src={player}
              title={module.title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
              loading="lazy"
            />
          ) : (
            <button type="button" className={styles.videoStart} onClick={() => setPlaying(true)}>
              <span aria-hidden="true" className={styles.playIcon}>
                ▶
              </span>
              <span>Play {module.title}</span>
            </button>
          )}
        </div>
      ) : (
        <p>
          <a href={module.url}>Watch {module.title}</a>
        </p>
      )}
    </section>
  );
}
