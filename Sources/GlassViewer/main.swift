import GlassCompositor
print("glass-viewer placeholder")
