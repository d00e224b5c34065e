// The home page's summary for the active role.
import { htdzClient } from './client';
import { homeRoutes } from './routes/home';

const api = htdzClient(homeRoutes);

export async function getHomeSummary() {
  return api.getHomeSummary();
}
