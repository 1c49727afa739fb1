import { describe, expect, it } from 'vitest';
import { afterLoginPath } from '../../src/console/screens/login/LoginPage';

describe('where logging in leads', () => {
  it('back to the page the redirect to login came from, its query kept', () => {
    expect(afterLoginPath({ nextPathname: '/users', nextSearch: '?page=2' })).toBe('/users?page=2');
    expect(afterLoginPath({ nextPathname: '/roles/3', nextSearch: '' })).toBe('/roles/3');
    expect(afterLoginPath({ nextPathname: '/', nextSearch: '' })).toBe('/');
  });

  it('home when there is nowhere (or nowhere safe) to go back to', () => {
    expect(afterLoginPath(undefined)).toBe('/home');
    expect(afterLoginPath(null)).toBe('/home');
    expect(afterLoginPath({})).toBe('/home');
    expect(afterLoginPath({ nextPathname: '/login', nextSearch: '?x=1' })).toBe('/home');
    // another site, or not a path at all
    expect(afterLoginPath({ nextPathname: '//evil.example/x' })).toBe('/home');
    expect(afterLoginPath({ nextPathname: 'https://evil.example/' })).toBe('/home');
    expect(afterLoginPath({ nextPathname: 42 })).toBe('/home');
    // a query that is not one is left off
    expect(afterLoginPath({ nextPathname: '/users', nextSearch: 'x' })).toBe('/users');
  });
});
