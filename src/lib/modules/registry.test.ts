import { describe, expect, it } from 'vitest';
import { moduleSchemas, moduleTypes, pageModule } from '#contract/modules.ts';
import { describeModule, moduleEditors } from './editors.ts';
import { moduleRenderers } from './renderers.ts';

/** Every nested object's id, the module's own included. */
function ids(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(ids);
  if (value && typeof value === 'object') {
    const own = typeof (value as { id?: unknown }).id === 'string' ? [(value as { id: string }).id] : [];
    return [...own, ...Object.values(value).flatMap(ids)];
  }
  return [];
}

describe('the module registry', () => {
  it('has a renderer and an editor for every registered type, and nothing else', () => {
    expect(Object.keys(moduleRenderers).sort()).toEqual([...moduleTypes].sort());
    expect(Object.keys(moduleEditors).sort()).toEqual([...moduleTypes].sort());
    expect(pageModule.options.map((schema) => schema.shape.type.value).sort()).toEqual([...moduleTypes].sort());
  });

  it('includes the testimonial, team members, video, contact details and recent obituaries modules', () => {
    expect(moduleTypes).toEqual(
      expect.arrayContaining(['testimonial', 'teamMembers', 'videoEmbed', 'contactDetails', 'recentObituaries']),
    );
  });

  it.each(moduleTypes)('%s: new content is valid, and every nested object has its own id', (type) => {
    let n = 0;
    const module = moduleEditors[type].create(() => `new-${(n += 1)}`);
    expect(moduleSchemas[type].safeParse(module).success).toBe(true);
    expect(module.type).toBe(type);
    const all = ids(module);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(n);
    expect(moduleEditors[type].schema).toBe(moduleSchemas[type]);
    expect(describeModule(module).label).toBe(moduleEditors[type].label);
  });
});
