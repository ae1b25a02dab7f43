/** What a dialog says while its list loads (a status) or when it could not be loaded (an alert). */
export function QueryStatus({
  query,
  loading,
  failed,
}: {
  query: { isPending: boolean; isError: boolean };
  loading: string;
  failed: string;
}) {
  return (
    <>
      {query.isPending && <p role="status">{loading}</p>}
      {query.isError && <p role="alert">{failed}</p>}
    </>
  );
}
