export function Page({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="page" data-testid={`page-${testId}`}>
      <h1>{title}</h1>
      {children}
    </section>
  );
}
