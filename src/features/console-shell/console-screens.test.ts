import { describe, expect, it } from 'vitest';
import { roleRefusedMessage } from '#contract/staff-roles.ts';
import { ConsoleRefusal, consoleScreens, guardScreen, screenAddress, screenOf, screensFor } from './console-screens.ts';

describe('the console screens', () => {
  it('lists Home, Calendar, Requests, Obituaries, Memories, Orders and Pictures for every role, Cases, Products, the Price list and Reports for owners and directors, and Team and Settings for the owner alone', () => {
    expect(screensFor('owner').map((screen) => screen.label)).toEqual([
      'Home',
      'Calendar',
      'Requests',
      'Cases',
      'Obituaries',
      'Memories',
      'Orders',
      'Products',
      'Price list',
      'Pictures',
      'Reports',
      'Team',
      'Settings',
    ]);
    expect(screensFor('director').map((screen) => screen.label)).toEqual([
      'Home',
      'Calendar',
      'Requests',
      'Cases',
      'Obituaries',
      'Memories',
      'Orders',
      'Products',
      'Price list',
      'Pictures',
      'Reports',
    ]);
    expect(screensFor('staff').map((screen) => screen.label)).toEqual([
      'Home',
      'Calendar',
      'Requests',
      'Obituaries',
      'Memories',
      'Orders',
      'Pictures',
    ]);
  });

  it('keeps every screen under /staff, each address once', () => {
    const paths = consoleScreens.map(screenAddress);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/staff(\/[a-z-]+)*$/);
  });

  it('finds the screen of a page by its longest address, in any letter case', () => {
    expect(screenOf('/staff')?.label).toBe('Home');
    expect(screenOf('/staff/')?.label).toBe('Home');
    expect(screenOf('/staff/team')?.label).toBe('Team');
    expect(screenOf('/Staff/Team/12')?.label).toBe('Team');
    expect(screenOf('/staff/teams')?.label).toBe('Home');
    expect(screenOf('/staff/nowhere')?.label).toBe('Home');
  });
});

describe('guardScreen', () => {
  it("lets a role into the pages of its screens, and refuses the others' with the role's words", () => {
    expect(() => guardScreen('owner', '/staff/team')).not.toThrow();
    expect(() => guardScreen('director', '/staff')).not.toThrow();
    for (const role of ['director', 'staff'] as const)
      for (const path of ['/staff/team', '/staff/TEAM', '/staff/team/anything'])
        expect(() => guardScreen(role, path), `${role} at ${path}`).toThrow(ConsoleRefusal);
    expect(() => guardScreen('staff', '/staff/team')).toThrow(roleRefusedMessage);
    expect(() => guardScreen('director', '/staff/cases/12')).not.toThrow();
    expect(() => guardScreen('staff', '/staff/cases/12')).toThrow(ConsoleRefusal);
  });

  it('leaves an unknown console path to the not-found page', () => {
    expect(() => guardScreen('staff', '/staff/nowhere')).not.toThrow();
  });
});
