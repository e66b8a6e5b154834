// Global stylesheets in jest (`import './styles/global.css'`): nothing to load.
module.exports = {};
