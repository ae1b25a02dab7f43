import { ActionForm, type ActionFormProps } from '../action-form/ActionForm.tsx';
import * as styles from './form-section.css.ts';

export interface FormSectionProps extends Omit<ActionFormProps, 'cancel'> {
  /**
   * Words for the whole form (a refused sign-in, too many attempts, an address that has an account),
   * announced as they appear above the fields; null while there are none.
   */
  failure: string | null;
}

/**
 * A form that sends itself and says why the server refused it as a whole: the kit's ActionForm (its
 * fields, one submit button that waits while busy) with the refusal above the fields, in an alert
 * that is always there, empty while there is nothing to say, so the words are announced as they come.
 * The sign-in, password and invitation forms of both areas, and the console's invitation of staff.
 */
export function FormSection({ failure, children, ...form }: FormSectionProps) {
  return (
    <ActionForm {...form}>
      <p role="alert" className={styles.alert}>
        {failure ?? ''}
      </p>
      {children}
    </ActionForm>
  );
}
