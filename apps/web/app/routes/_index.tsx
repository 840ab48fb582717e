export default function LandingPage() {
  return (
    <main>
      <h1>Variegata</h1>
      <p>Rare and variegated plants from growers you can trust.</p>
    </main>
  );
}
