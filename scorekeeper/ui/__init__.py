"""The Flet app. It shows what the service and the engine say; it computes no score."""
