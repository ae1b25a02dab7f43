import { useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { AltTextInput } from './AltTextInput.tsx';
import { picturesKey } from '#src/lib/queries/console/pictures.ts';
import { uploadPicture } from './picture-calls.ts';
import * as styles from './pictures.css.ts';

/** The upload: one alt text for every file chosen, each file sent in turn; the server's refusals beside the files. */
export function AddPictures() {
  const { files } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [chosen, setChosen] = useState<File[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const [refused, setRefused] = useState('');
  const [said, setSaid] = useState('');

  const upload = async () => {
    setRefused('');
    setSaid('');
    const failures: string[] = [];
    let uploaded = 0;
    for (const file of chosen) {
      setPercent(0);
      try {
        await uploadPicture(files, file, alt, setPercent);
        uploaded += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : 'The upload failed. Please try again.';
        failures.push(chosen.length > 1 ? `${file.name}: ${message}` : message);
      }
    }
    setPercent(null);
    setRefused(failures.join(' '));
    if (uploaded > 0) {
      setSaid(uploaded === 1 ? 'Uploaded 1 picture.' : `Uploaded ${uploaded} pictures.`);
      if (failures.length === 0) {
        setAlt('');
        setChosen([]);
        if (fileInput.current) fileInput.current.value = '';
      }
      await queryClient.invalidateQueries({ queryKey: picturesKey });
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Add pictures</h2>
      <form
        className={styles.form}
        aria-labelledby={`${id}-heading`}
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen.length > 0 && percent === null) void upload();
        }}
      >
        <Field
          id={`${id}-alt`}
          label="Alt text"
          hint="What the picture shows, for people who cannot see it. Every picture chosen gets it; change each one's below."
        >
          {(attributes) => <AltTextInput attributes={attributes} value={alt} onChange={setAlt} />}
        </Field>
        <Field
          id={`${id}-files`}
          label="Pictures to upload"
          hint="JPEG, PNG or WebP, up to 15 MB each. Location and camera details are removed."
          error={refused || undefined}
        >
          {(attributes) => (
            <input
              {...attributes}
              ref={fileInput}
              className={styles.fileInput}
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => setChosen([...(event.currentTarget.files ?? [])])}
            />
          )}
        </Field>
        {percent !== null && <progress aria-label="Uploading the pictures" max={100} value={percent} />}
        <div className={styles.actions}>
          <button type="submit" className={button()} disabled={chosen.length === 0 || percent !== null}>
            {chosen.length > 1 ? `Upload ${chosen.length} pictures` : 'Upload the picture'}
          </button>
        </div>
        <p role="status" className={styles.status}>
          {said}
        </p>
      </form>
    </section>
  );
}
