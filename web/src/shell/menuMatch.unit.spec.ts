import { MENU } from './menu';
import { menuLinkKey, selectedMenuLink } from './menuMatch';

/** The label of the one highlighted link for a location (the whole menu, as an admin sees it). */
const highlighted = (pathname: string, search = ''): string | null =>
  selectedMenuLink(MENU, pathname, search)?.label ?? null;

const pending = MENU.flatMap((g) => g.links).find((l) => l.label === 'menu.link.pendingRequests');

describe('the highlighted menu entry', () => {
  it('is Requests alone on the requests list and below it', () => {
    expect(highlighted('/requests')).toBe('menu.link.requests');
    expect(highlighted('/requests', '?page=2&perPage=20')).toBe('menu.link.requests');
    expect(highlighted('/requests/17/show')).toBe('menu.link.requests');
    expect(highlighted('/requests/create')).toBe('menu.link.requests');
  });

  it('is Pending Requests alone while the list keeps its preset filter, whatever the page or sort', () => {
    expect(pending?.search).toBeDefined();
    expect(highlighted('/requests', `?${pending?.search ?? ''}`)).toBe('menu.link.pendingRequests');
    const params = new URLSearchParams(pending?.search);
    params.set('page', '3');
    params.set('sort', 'id');
    // The list writes its filter back through JSON.stringify: the same values, maybe differently escaped.
    params.set('filter', JSON.stringify(JSON.parse(params.get('filter') ?? '{}')));
    expect(highlighted('/requests', `?${params.toString()}`)).toBe('menu.link.pendingRequests');
  });

  it('goes back to Requests once the preset filter is changed', () => {
    const params = new URLSearchParams(pending?.search);
    params.set('filter', JSON.stringify({ statuses: ['complete'] }));
    expect(highlighted('/requests', `?${params.toString()}`)).toBe('menu.link.requests');
  });

  it('takes the longest matching path, the dashboard only at /, and none for a page outside the menu', () => {
    expect(highlighted('/')).toBe('menu.link.dashboard');
    expect(highlighted('/jobs')).toBe('menu.link.jobs');
    expect(highlighted('/storages/4/show')).toBe('menu.link.storages');
    expect(highlighted('/storage-types')).toBe('menu.link.storageTypes');
    expect(highlighted('/analytics/sales')).toBe('menu.link.sales');
    expect(highlighted('/nowhere')).toBeNull();
    expect(highlighted('/requestsx')).toBeNull();
  });

  it('picks exactly one link for every link of the menu opened as the menu opens it', () => {
    for (const link of MENU.flatMap((g) => g.links)) {
      const chosen = selectedMenuLink(MENU, link.path, link.search ? `?${link.search}` : '');
      expect(chosen && menuLinkKey(chosen)).toBe(menuLinkKey(link));
    }
  });
});
