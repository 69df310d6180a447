"""What every layer above the rules gets from the operating system: files written whole and read
safely (``files``), and the progress of long work (``progress``)."""
