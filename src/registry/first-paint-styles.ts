/**
 * The styles of home's first screenful's widgets (the download bar, the banner), imported by the entry
 * (src/app/main.tsx) so they come in the page's own style file rather than one file of their own: on a slow
 * phone network each file is one more request sharing the connection with the app's code (issue 15). The
 * widgets import them too; a style module comes once, in the first file that needs it.
 */
import '../widgets/download/download-bar.css';
import '../widgets/home-carousels/banner-carousel.css';
