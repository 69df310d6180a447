"""The web server: serving the app to this computer's browser and the table's phones (ASGI pieces
around Flet's own server, HTTPS, the table link and its PIN, uploads), and starting it."""
