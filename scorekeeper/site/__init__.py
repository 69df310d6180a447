"""The phone-alone site: the whole app as static files that run Python in the browser (Pyodide).

``python -m scorekeeper.site build/site`` (``make site``) builds it on a machine with no internet:
the Flutter web client and Pyodide come from the installed flet-web package, the app and its
pure-Python dependencies from this environment. Nothing here runs in the app itself.
"""
