import { useEffect, useState } from 'react';
import { goTo } from '@/lib/browser-navigation';
import { LOGIN_PATH } from '@/api/auth';
import { SignOutLink } from '@/components/sign-out-link';
import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { useGetUser } from '@/hooks/use-get-user';
import { toast } from '@/hooks/use-toast';
import { formatDate } from '@/lib/format-date';
import { displayName } from '@/lib/user-display';

/** SPEC §9: the redirect to the login path waits 500 ms after the 'Unauthorized' toast. */
export const LOGIN_REDIRECT_DELAY = 500;
const USAGE = ['Patents Searched', 'Patents Saved', 'AI Analyses', 'Drafts Created'] as const;

export default function ProfilePage() {
  const { user, isLoading, isAuthenticated } = useGetUser();
  const [editing, setEditing] = useState(false);
  const [names, setNames] = useState({ firstName: '', lastName: '' });

  useEffect(() => {
    if (isLoading || isAuthenticated) return;
    toast({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    });
    const t = setTimeout(() => goTo(LOGIN_PATH), LOGIN_REDIRECT_DELAY);
    return () => clearTimeout(t);
  }, [isLoading, isAuthenticated]);

  if (!user) return null;
  const startEdit = () => {
    setNames({ firstName: user.firstName ?? '', lastName: user.lastName ?? '' });
    setEditing(true);
  };
  const save = () => {
    toast({
      title: 'Profile Update',
      description: 'Profile editing is not yet implemented. Your changes were not saved.',
      variant: 'destructive',
    });
    setEditing(false);
  };
  const facts: [string, string][] = [
    ['Member Since', formatDate(user.createdAt)],
    ['User ID', user.id],
    ['Authentication Provider', 'OpenID Connect'],
  ];

  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4 sm:p-6">
      <h1 className="text-2xl font-bold sm:text-3xl">Profile Settings</h1>
      <Card>
        <CardHeader className="flex-row items-center gap-4">
          <UserAvatar user={user} className="h-16 w-16 text-xl" />
          <div className="min-w-0">
            <CardTitle className="truncate">{displayName(user)}</CardTitle>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          </div>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1">
              <Label htmlFor="profile-first">First Name</Label>
              <Input
                id="profile-first"
                readOnly={!editing}
                value={editing ? names.firstName : (user.firstName ?? '')}
                onChange={(e) => setNames((n) => ({ ...n, firstName: e.target.value }))}
              />
            </div>
            <div className="space-y-1">
              <Label htmlFor="profile-last">Last Name</Label>
              <Input
                id="profile-last"
                readOnly={!editing}
                value={editing ? names.lastName : (user.lastName ?? '')}
                onChange={(e) => setNames((n) => ({ ...n, lastName: e.target.value }))}
              />
            </div>
            <div className="space-y-1 sm:col-span-2">
              <Label htmlFor="profile-email">Email</Label>
              <Input
                id="profile-email"
                readOnly
                disabled
                value={user.email ?? ''}
                aria-describedby="profile-email-note"
              />
              <p id="profile-email-note" className="text-xs text-muted-foreground">
                Email cannot be changed
              </p>
            </div>
          </div>
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            {facts.map(([k, v]) => (
              <div key={k}>
                <dt className="text-muted-foreground">{k}</dt>
                <dd className="break-all font-medium">{v}</dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap gap-2">
            {editing ? (
              <>
                <Button onClick={save}>Save</Button>
                <Button variant="outline" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              </>
            ) : (
              <Button onClick={startEdit}>Edit Profile</Button>
            )}
            <SignOutLink variant="outline" label="Sign Out" />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Usage Statistics</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {USAGE.map((label) => (
              <div key={label} className="rounded-md bg-muted p-3 text-center">
                <dd className="text-2xl font-bold">0</dd>
                <dt className="text-xs text-muted-foreground">{label}</dt>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
