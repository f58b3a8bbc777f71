// The package-favourites module's face: its routes. It owns the package_favourites table.
export { packageFavouriteRoutes } from './routes.ts';
