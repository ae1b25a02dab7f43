import { container, section } from '#src/ui/layout/layout.css.ts';
import type { ModuleRenderProps } from '../module-props.ts';
import * as styles from './modules.css.ts';

export function TeamMembersModule({ module, headingLevel }: ModuleRenderProps<'teamMembers'>) {
  const Heading = headingLevel;
  return (
    <section className={`${container} ${section}`} aria-labelledby={`${module.id}-heading`}>
      <Heading id={`${module.id}-heading`}>{module.heading}</Heading>
      <ul className={styles.cardGrid}>
        {module.members.map((member) => (
          <li key={member.id} className={styles.card}>
            {member.photo && (
              <img className={styles.memberPhoto} src={member.photo.src} alt={member.photo.alt} loading="lazy" />
            )}
            <h3 className={styles.cardHeading}>{member.name}</h3>
            <p className={styles.memberRole}>{member.role}</p>
            {member.bio && <p>{member.bio}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
