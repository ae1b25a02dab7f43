/** The meta description of every screen of the planning wizard. */
export const planningDescription = (companyName: string): string =>
  `Plan a funeral with ${companyName} online, one step at a time: for a death that has just happened, or ` +
  'ahead of time for yourself or someone you love. Your answers are saved as you go.';
