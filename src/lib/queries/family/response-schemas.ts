import { invitationAccepted, invitationSent, invitationView, signupResult } from '#contract/family-invitations.ts';
import { arrangement, arrangementPackages, gplItem, itemVariants, selector } from '#contract/family-arrangements.ts';
import { caseDetailsView } from '#contract/family-case-details.ts';
import { familyCase, familyCasesPage } from '#contract/family-cases.ts';
import { familyPhotos, familyTracksPage, memorialTheme, stockThemes } from '#contract/family-media.ts';
import { wallCommentsPage, wallSettingsBody } from '#contract/family-memorial-wall.ts';
import { familyObituary, obituaryShopSettings } from '#contract/family-obituary.ts';
import { familyPayment, familyPaymentsPage } from '#contract/family-payments.ts';
import { caseStationery, videoProof } from '#contract/family-proofs.ts';
import { caseStatement, familyContract } from '#contract/family-statement.ts';
import { taskSuggestions } from '#contract/family-task-calls.ts';
import { caseTask, caseTasksPage } from '#contract/family-tasks.ts';
import { pageOf } from '#contract/paging.ts';
import { passwordResetCheck } from '#contract/password-reset.ts';
import { familyShopOrders } from '#contract/staff-orders.ts';
import { statementHistory } from '#contract/staff-statements.ts';

/**
 * The family portal's answers, parsed with the contract in development and tests only, as the public
 * pages' (site/response-schemas.ts): production never parses an answer (lib/config.ts), and the
 * ternary folds to `undefined` in its build, so the contract's schemas and zod stay out of the
 * portal's chunks (portal-budget.spec.ts). A call passes `schema: responseSchemas?.<name>`.
 */
export const responseSchemas = import.meta.env.DEV
  ? {
      arrangement,
      arrangementPackages,
      caseDetailsView,
      caseStatement,
      caseStationery,
      caseTask,
      caseTasksPage,
      familyCase,
      familyCasesPage,
      familyContract,
      familyObituary,
      familyPayment,
      familyPaymentsPage,
      familyPhotos,
      familyShopOrders,
      familyTracksPage,
      gplItem,
      gplItemsPage: pageOf(gplItem),
      invitationAccepted,
      invitationSent,
      invitationView,
      itemVariants,
      memorialTheme,
      obituaryShopSettings,
      passwordResetCheck,
      selector,
      signupResult,
      statementHistory,
      stockThemes,
      taskSuggestions,
      videoProof,
      wallCommentsPage,
      wallSettingsBody,
    }
  : undefined;
