export default function ProfilePage() {
  return <div className="p-6" />;
}
