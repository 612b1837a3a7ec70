// The root layout create-next-app writes, without its web font: no stylesheet, no font, no script of its own.
// (app/icon.svg stands in for create-next-app's favicon, so no page logs a 404 for /favicon.ico.)
export const metadata = { title: 'Floor app', description: 'Reference pages of the benchmark.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
