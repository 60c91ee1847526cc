// Remotes reach routing only through @rental/shared (lint forbids them the router): the router is then
// bundled, tree-shaken, into the shell alone instead of being shared whole, and these hooks and the
// link read the shell's one router context, whichever remote renders them.
export { Link, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
